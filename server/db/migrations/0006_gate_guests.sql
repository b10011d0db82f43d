CREATE TABLE "long_term_passes" (
	"id" serial PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"category" varchar(24) NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"visitor_code" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "long_term_passes_visitor_code_unique" UNIQUE("visitor_code")
);
--> statement-breakpoint
ALTER TABLE "invitation_guests" ADD COLUMN "pre_approved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invitation_guests" ADD COLUMN "datetime_confirmation_request" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitation_guests" ADD COLUMN "datetime_confirmation" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitation_guests" ADD COLUMN "confirmed_by" integer;--> statement-breakpoint
ALTER TABLE "invitation_guests" ADD COLUMN "datetime_rejection" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitation_guests" ADD COLUMN "datetime_exit" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "sos_calls" ADD COLUMN "handling_notes" text;--> statement-breakpoint
ALTER TABLE "long_term_passes" ADD CONSTRAINT "long_term_passes_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "long_term_passes" ADD CONSTRAINT "long_term_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "long_term_passes_district_idx" ON "long_term_passes" USING btree ("district_id");--> statement-breakpoint
ALTER TABLE "invitation_guests" ADD CONSTRAINT "invitation_guests_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;