CREATE TABLE "contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"type" varchar(32) NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"visibility" varchar(24) DEFAULT 'public' NOT NULL,
	"translations" jsonb NOT NULL,
	"cover" varchar(64),
	"episode_cover" varchar(64),
	"external_link" text,
	"stream_verified" boolean DEFAULT false NOT NULL,
	"place_type" varchar(16) DEFAULT 'none' NOT NULL,
	"place_id" integer,
	"place_name" varchar(200),
	"place_address" varchar(300),
	"datetime_start" date,
	"datetime_end" date,
	"datetime_confirmation" date,
	"top_news" boolean DEFAULT false NOT NULL,
	"author_id" integer,
	"author_name" varchar(250) DEFAULT '' NOT NULL,
	"source" varchar(250),
	"tag_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"cloned_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "district_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"translations" jsonb NOT NULL,
	"phone" varchar(32) NOT NULL,
	"category" varchar(32) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "district_gallery" (
	"id" serial PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"image" varchar(64) NOT NULL,
	"translations" jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "podcast_episodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"podcast_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"translations" jsonb NOT NULL,
	"external_link" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "cover" varchar(64);--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "address" varchar(300);--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "smart_solution_map_link" text;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "district_contacts" ADD CONSTRAINT "district_contacts_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "district_gallery" ADD CONSTRAINT "district_gallery_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD CONSTRAINT "podcast_episodes_podcast_id_contents_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD CONSTRAINT "podcast_episodes_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contents_district_type_status_idx" ON "contents" USING btree ("district_id","type","status");--> statement-breakpoint
CREATE INDEX "district_contacts_district_kind_idx" ON "district_contacts" USING btree ("district_id","kind","position");--> statement-breakpoint
CREATE INDEX "district_gallery_district_idx" ON "district_gallery" USING btree ("district_id","position");--> statement-breakpoint
CREATE INDEX "podcast_episodes_podcast_idx" ON "podcast_episodes" USING btree ("podcast_id","position");