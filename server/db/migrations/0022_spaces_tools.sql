CREATE TABLE "space_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"space_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"start_time" varchar(5) NOT NULL,
	"end_time" varchar(5) NOT NULL,
	"full_day" boolean DEFAULT false NOT NULL,
	"spots" integer DEFAULT 1 NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'waiting' NOT NULL,
	"reason" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "space_freezes" (
	"id" serial PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"space_id" integer NOT NULL,
	"date" date NOT NULL,
	"reason" varchar(255) NOT NULL,
	"available_until" varchar(5),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spaces" (
	"id" serial PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"translations" jsonb NOT NULL,
	"address" varchar(255) DEFAULT '' NOT NULL,
	"visibility" varchar(16) DEFAULT 'public' NOT NULL,
	"open_all_day" boolean DEFAULT false NOT NULL,
	"open_time" varchar(5) NOT NULL,
	"close_time" varchar(5) NOT NULL,
	"max_occupancy" integer DEFAULT 1 NOT NULL,
	"reservation_type" varchar(8) DEFAULT 'full' NOT NULL,
	"spots" integer,
	"slot_minutes" integer DEFAULT 60 NOT NULL,
	"consecutive_slots" integer DEFAULT 1 NOT NULL,
	"lead_days" integer DEFAULT 0 NOT NULL,
	"max_active_bookings" integer DEFAULT 1 NOT NULL,
	"auto_approval" boolean DEFAULT false NOT NULL,
	"allow_full_day" boolean DEFAULT false NOT NULL,
	"prices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cleaning_charge" integer DEFAULT 0 NOT NULL,
	"is_bookable" boolean DEFAULT true NOT NULL,
	"is_physical" boolean DEFAULT true NOT NULL,
	"map_url" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tool_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"tool_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" varchar(16) DEFAULT 'booked' NOT NULL,
	"delivered_on" date,
	"returned_on" date,
	"return_condition" varchar(8),
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tools" (
	"id" serial PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"brand" varchar(120) DEFAULT '' NOT NULL,
	"model" varchar(120) DEFAULT '' NOT NULL,
	"serial_number" varchar(120) DEFAULT '' NOT NULL,
	"max_booking_days" integer DEFAULT 7 NOT NULL,
	"space_id" integer,
	"category_id" integer,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "space_bookings" ADD CONSTRAINT "space_bookings_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_bookings" ADD CONSTRAINT "space_bookings_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_bookings" ADD CONSTRAINT "space_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_freezes" ADD CONSTRAINT "space_freezes_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_freezes" ADD CONSTRAINT "space_freezes_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_freezes" ADD CONSTRAINT "space_freezes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_reservations" ADD CONSTRAINT "tool_reservations_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_reservations" ADD CONSTRAINT "tool_reservations_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_reservations" ADD CONSTRAINT "tool_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "space_bookings_space_date_idx" ON "space_bookings" USING btree ("space_id","date");--> statement-breakpoint
CREATE INDEX "space_bookings_user_idx" ON "space_bookings" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "space_freezes_space_date_idx" ON "space_freezes" USING btree ("space_id","date");--> statement-breakpoint
CREATE INDEX "spaces_district_idx" ON "spaces" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "tool_reservations_tool_idx" ON "tool_reservations" USING btree ("tool_id","start_date");--> statement-breakpoint
CREATE INDEX "tool_reservations_district_idx" ON "tool_reservations" USING btree ("district_id","status");--> statement-breakpoint
CREATE INDEX "tools_district_idx" ON "tools" USING btree ("district_id");