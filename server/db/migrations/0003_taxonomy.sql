CREATE TABLE "smart_solution_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"translations" jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"translations" jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "smart_solution_labels" ADD CONSTRAINT "smart_solution_labels_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ss_labels_district_idx" ON "smart_solution_labels" USING btree ("district_id","status");--> statement-breakpoint
CREATE INDEX "tags_district_idx" ON "tags" USING btree ("district_id","status");