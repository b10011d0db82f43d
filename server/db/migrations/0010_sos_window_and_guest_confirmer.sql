ALTER TABLE "districts" ADD COLUMN "sos_window_days" smallint DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "invitation_guests" ADD COLUMN "confirmed_by_kind" varchar(8);--> statement-breakpoint
ALTER TABLE "invitation_guests" ADD COLUMN "confirmed_by_name" varchar(241);--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_sos_window_days_range" CHECK ("districts"."sos_window_days" between 1 and 90);--> statement-breakpoint
-- Guests confirmed before: the host confirmed in the app, anyone else manually at the gate.
UPDATE "invitation_guests" AS g SET
  "confirmed_by_kind" = CASE WHEN g."confirmed_by" = i."user_id" THEN 'resident' ELSE 'staff' END,
  "confirmed_by_name" = trim(u."first_name" || ' ' || u."last_name")
FROM "invitations" AS i, "users" AS u
WHERE i."id" = g."invitation_id" AND u."id" = g."confirmed_by";
