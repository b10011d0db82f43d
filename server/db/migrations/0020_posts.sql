ALTER TABLE "posts" ADD COLUMN "contact_email" varchar(255);--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "display_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "contact_telephone" varchar(32);--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "display_telephone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "image_path" varchar(64);--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "image_name" varchar(255);--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "smart_solution_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "linked_content_type" varchar(32);--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "linked_content_id" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "published_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_district_created_idx" ON "posts" USING btree ("district_id","created_at");