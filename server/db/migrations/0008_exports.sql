CREATE TABLE "export_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"target" varchar(24) NOT NULL,
	"date_start" date NOT NULL,
	"date_end" date NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"file_name" varchar(160),
	"stored_name" varchar(64),
	"available_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "export_requests" ADD CONSTRAINT "export_requests_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_requests" ADD CONSTRAINT "export_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_requests_status_idx" ON "export_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "export_requests_district_idx" ON "export_requests" USING btree ("district_id");