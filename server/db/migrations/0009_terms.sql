CREATE TABLE "terms_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"files" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "terms_conditions" ADD CONSTRAINT "terms_conditions_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "terms_district_type_idx" ON "terms_conditions" USING btree ("district_id","type");