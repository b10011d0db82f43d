CREATE TABLE "welcome_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"translations" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "welcome_messages_district_id_unique" UNIQUE("district_id")
);
--> statement-breakpoint
ALTER TABLE "welcome_messages" ADD CONSTRAINT "welcome_messages_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;