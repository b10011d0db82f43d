ALTER TABLE "districts" ADD COLUMN "concierge_contact" varchar(120);--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "concierge_phone" varchar(32);--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "concierge_whatsapp" text;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "approval_status" varchar(16);--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "datetime_rejection" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contents_waiting_idx" ON "contents" USING btree ("district_id","type") WHERE "contents"."approval_status" = 'waiting';