CREATE TABLE "invitation_guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"invitation_id" integer NOT NULL,
	"first_name" varchar(120) NOT NULL,
	"phone" varchar(16),
	"company_name" varchar(120),
	"plate" varchar(16),
	"service_type" varchar(120),
	"delivery_id" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"visitor_code" varchar(32) NOT NULL,
	"category" varchar(16) NOT NULL,
	"user_id" integer NOT NULL,
	"place_id" integer,
	"address" text,
	"date_start" date NOT NULL,
	"hour_start" varchar(5),
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"datetime_confirmation" timestamp with time zone,
	"datetime_rejection" timestamp with time zone,
	"datetime_exit" timestamp with time zone,
	"last_datetime_confirmation_request" timestamp with time zone,
	CONSTRAINT "invitations_visitor_code_unique" UNIQUE("visitor_code")
);
--> statement-breakpoint
CREATE TABLE "sos_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"user_id" integer,
	"location" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" integer
);
--> statement-breakpoint
ALTER TABLE "invitation_guests" ADD CONSTRAINT "invitation_guests_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sos_calls" ADD CONSTRAINT "sos_calls_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sos_calls" ADD CONSTRAINT "sos_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sos_calls" ADD CONSTRAINT "sos_calls_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_district_date_idx" ON "invitations" USING btree ("district_id","date_start");--> statement-breakpoint
CREATE INDEX "sos_district_created_idx" ON "sos_calls" USING btree ("district_id","created_at");