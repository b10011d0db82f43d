CREATE TABLE "brand_districts" (
	"brand_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	CONSTRAINT "brand_districts_brand_id_district_id_pk" PRIMARY KEY("brand_id","district_id"),
	CONSTRAINT "brand_districts_district_id_unique" UNIQUE("district_id")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"short_code" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"logo_path" text,
	"primary_color" varchar(7) DEFAULT '#1f6f5c' NOT NULL,
	"font_family" varchar(64) DEFAULT 'Roboto' NOT NULL,
	"welcome_paths" text[] DEFAULT '{}' NOT NULL,
	"login_background_path" text,
	"splash_path" text,
	"app_logo_path" text,
	"app_name" varchar(50) DEFAULT '' NOT NULL,
	"app_subtitle" varchar(30) DEFAULT '' NOT NULL,
	"short_description" varchar(80) DEFAULT '' NOT NULL,
	"full_description" text DEFAULT '' NOT NULL,
	"primary_language" varchar(2) DEFAULT 'en' NOT NULL,
	"privacy_url" text DEFAULT '' NOT NULL,
	"eula_url" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"email" varchar(255) DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"feature_graphic_path" text,
	"screenshots_zip_path" text,
	"publishing_submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_name_unique" UNIQUE("name"),
	CONSTRAINT "brands_short_code_unique" UNIQUE("short_code")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "middle_name" varchar(120) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tax_code" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vat_code" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "job" varchar(120) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ability" varchar(250) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "interest" varchar(250) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "biography" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notifications_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "source" varchar(16) DEFAULT 'console' NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_districts" ADD CONSTRAINT "brand_districts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_districts" ADD CONSTRAINT "brand_districts_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_districts_brand_idx" ON "brand_districts" USING btree ("brand_id");