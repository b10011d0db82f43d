CREATE TABLE "audit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_name" varchar(241),
	"district_id" integer,
	"entity" varchar(64) NOT NULL,
	"record_id" integer,
	"action" varchar(32) NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" varchar(64),
	"request_id" text
);
--> statement-breakpoint
CREATE INDEX "audit_district_idx" ON "audit_entries" USING btree ("district_id","id");--> statement-breakpoint
CREATE INDEX "audit_record_idx" ON "audit_entries" USING btree ("district_id","entity","record_id","id");--> statement-breakpoint
CREATE INDEX "audit_user_idx" ON "audit_entries" USING btree ("district_id","user_id","id");--> statement-breakpoint
-- Append-only for the application: no route updates or deletes an entry, and the database refuses it too.
CREATE FUNCTION "audit_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit entries are append-only' USING ERRCODE = '42501';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_entries_no_change" BEFORE UPDATE OR DELETE ON "audit_entries" FOR EACH ROW EXECUTE FUNCTION "audit_entries_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_entries_no_truncate" BEFORE TRUNCATE ON "audit_entries" FOR EACH STATEMENT EXECUTE FUNCTION "audit_entries_append_only"();--> statement-breakpoint
-- The new audit_view permission goes to the roles that can already give any permission (roles_edit):
-- they could grant it to themselves, and an existing install's administrators keep seeing everything.
UPDATE "roles" SET "permissions" = array_append("permissions", 'audit_view') WHERE 'roles_edit' = ANY("permissions") AND NOT 'audit_view' = ANY("permissions");
