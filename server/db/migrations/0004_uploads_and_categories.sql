CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"visibility" varchar(16) DEFAULT 'district' NOT NULL,
	"translations" jsonb NOT NULL,
	"color" varchar(7),
	"icon" varchar(64),
	"grey_icon" varchar(64),
	"illustration" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"district_id" integer NOT NULL,
	"user_id" integer,
	"type" varchar(8) NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_district_type_idx" ON "categories" USING btree ("district_id","type");--> statement-breakpoint
CREATE INDEX "uploads_district_idx" ON "uploads" USING btree ("district_id");