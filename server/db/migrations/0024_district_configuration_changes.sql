CREATE TABLE "district_configuration_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"user_id" integer,
	"locale" varchar(2) DEFAULT 'en' NOT NULL,
	"configuration" jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "district_configuration_changes" ADD CONSTRAINT "district_configuration_changes_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "district_configuration_changes_status_idx" ON "district_configuration_changes" USING btree ("status","id");