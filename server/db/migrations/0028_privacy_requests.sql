CREATE TABLE "erasure_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"subject_user_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" integer,
	"decided_at" timestamp with time zone,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personal_data_reads" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"district_id" integer NOT NULL,
	"user_id" integer,
	"user_name" varchar(241),
	"entity" varchar(32) NOT NULL,
	"record_id" integer,
	"subject_user_id" integer,
	"purpose" varchar(32),
	"ip" varchar(64),
	"request_id" text
);
--> statement-breakpoint
ALTER TABLE "export_requests" ADD COLUMN "subject_user_id" integer;--> statement-breakpoint
ALTER TABLE "export_requests" ADD COLUMN "purpose" varchar(32);--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_reads" ADD CONSTRAINT "personal_data_reads_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_reads" ADD CONSTRAINT "personal_data_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "erasure_pending_idx" ON "erasure_requests" USING btree ("district_id","subject_user_id") WHERE "erasure_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "personal_reads_subject_idx" ON "personal_data_reads" USING btree ("district_id","subject_user_id","id");--> statement-breakpoint
CREATE INDEX "personal_reads_district_idx" ON "personal_data_reads" USING btree ("district_id","id");--> statement-breakpoint
ALTER TABLE "export_requests" ADD CONSTRAINT "export_requests_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Erasure (issue 18) is the one writer that may change an audit entry, and only by UPDATE: it
-- replaces the erased person's name, address and values with a mark, inside its own transaction
-- (`set local borgo.erasure = 'on'`). DELETE and TRUNCATE stay refused to everyone.
CREATE OR REPLACE FUNCTION "audit_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('borgo.erasure', true) = 'on' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit entries are append-only' USING ERRCODE = '42501';
END
$$;
