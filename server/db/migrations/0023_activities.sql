CREATE TABLE "event_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"freq" varchar(8) NOT NULL,
	"first_date" date NOT NULL,
	"until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "publish_status" varchar(16) DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cover" varchar(64);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "occurrence_date" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "is_exception" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "date" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "start_time" varchar(5);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "end_time" varchar(5);--> statement-breakpoint
UPDATE "events" e SET
  "date" = (e."datetime_start" AT TIME ZONE d."time_zone")::date,
  "start_time" = to_char(e."datetime_start" AT TIME ZONE d."time_zone", 'HH24:MI'),
  "end_time" = CASE WHEN (e."datetime_end" AT TIME ZONE d."time_zone")::date > (e."datetime_start" AT TIME ZONE d."time_zone")::date
    THEN '24:00' ELSE to_char(e."datetime_end" AT TIME ZONE d."time_zone", 'HH24:MI') END
  FROM "districts" d WHERE d."id" = e."district_id";--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "start_time" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "end_time" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "place_type" varchar(16) DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "space_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "place_name" varchar(200);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "place_address" varchar(300);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "max_people" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "price_private" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "price_spot" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "payment_method" varchar(8);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "boleto" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "payment_recipient" varchar(255);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "payment_status" varchar(16);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "is_historical" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "is_special" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cleaning_after" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "tag_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "force_online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "datetime_confirmation" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "datetime_rejection" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "datetime_paid" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "datetime_refund_started" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "datetime_refund_completed" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "author_name" varchar(250) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "event_series" ADD CONSTRAINT "event_series_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_series_district_idx" ON "event_series" USING btree ("district_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_id_event_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."event_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_participants_kind_idx" ON "event_participants" USING btree ("event_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "events_district_start_idx" ON "events" USING btree ("district_id","datetime_start");--> statement-breakpoint
CREATE UNIQUE INDEX "events_series_occurrence_idx" ON "events" USING btree ("series_id","occurrence_date");;--> statement-breakpoint
UPDATE "events" e SET "translations" = coalesce((SELECT jsonb_object_agg(t."locale", jsonb_build_object('title', t."title", 'description', t."description")) FROM "event_translations" t WHERE t."event_id" = e."id"), '{}'::jsonb);--> statement-breakpoint
DROP TABLE "event_translations" CASCADE;
