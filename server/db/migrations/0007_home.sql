CREATE TABLE "apartment_consumptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"apartment_id" integer NOT NULL,
	"type" varchar(24) NOT NULL,
	"period" date NOT NULL,
	"value" real NOT NULL,
	"unit" varchar(16) NOT NULL,
	"carbon_intensity" varchar(8),
	CONSTRAINT "apartment_consumptions_month_unique" UNIQUE("apartment_id","type","period")
);
--> statement-breakpoint
CREATE TABLE "apartment_users" (
	"apartment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"relation" varchar(16) NOT NULL,
	CONSTRAINT "apartment_users_apartment_id_user_id_pk" PRIMARY KEY("apartment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "apartments" (
	"id" serial PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"number" varchar(16),
	"tower_code" varchar(16),
	"floor" integer,
	"internal" varchar(16),
	"size" real,
	"appliances" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contract_code_owner" varchar(64),
	"contract_code_tenant" varchar(64),
	"residents_number" integer DEFAULT 0 NOT NULL,
	"residents_pool" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apartments_district_code_unique" UNIQUE("district_id","code")
);
--> statement-breakpoint
CREATE TABLE "lease_contract_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"apartment_id" integer NOT NULL,
	"requester_id" integer NOT NULL,
	"contract_type" varchar(24) NOT NULL,
	"status" varchar(16) DEFAULT 'waiting' NOT NULL,
	"rejection_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "apartment_consumptions" ADD CONSTRAINT "apartment_consumptions_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartment_users" ADD CONSTRAINT "apartment_users_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartment_users" ADD CONSTRAINT "apartment_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_contract_requests" ADD CONSTRAINT "lease_contract_requests_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_contract_requests" ADD CONSTRAINT "lease_contract_requests_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_contract_requests" ADD CONSTRAINT "lease_contract_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_contract_requests" ADD CONSTRAINT "lease_contract_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apartment_users_user_idx" ON "apartment_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lease_contract_requests_district_idx" ON "lease_contract_requests" USING btree ("district_id","status");--> statement-breakpoint
CREATE INDEX "lease_contract_requests_apartment_idx" ON "lease_contract_requests" USING btree ("apartment_id");