ALTER TABLE "districts" ADD COLUMN "gate_retention_days" smallint DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "log_retention_days" smallint DEFAULT 365 NOT NULL;--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "export_retention_days" smallint DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_gate_days_range" CHECK ("districts"."gate_retention_days" between 1 and 3650);--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_log_days_range" CHECK ("districts"."log_retention_days" between 1 and 3650);--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_export_days_range" CHECK ("districts"."export_retention_days" between 1 and 3650);--> statement-breakpoint
-- The new privacy permissions go to the roles that can already give any permission (roles_edit), as
-- audit_view did (0011): they could grant them to themselves, and an install's administrators get them.
UPDATE "roles" SET "permissions" = array_append("permissions", 'privacy_view') WHERE 'roles_edit' = ANY("permissions") AND NOT 'privacy_view' = ANY("permissions");--> statement-breakpoint
UPDATE "roles" SET "permissions" = array_append("permissions", 'privacy_manage') WHERE 'roles_edit' = ANY("permissions") AND NOT 'privacy_manage' = ANY("permissions");
