ALTER TABLE "districts" ADD COLUMN "time_zone" varchar(64) DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
-- Districts made before time zones: their country's main zone (what admin:create gives a new one).
UPDATE "districts" SET "time_zone" = z.zone
FROM "cities" ci
JOIN "countries" co ON co."id" = ci."country_id"
JOIN (VALUES ('IT', 'Europe/Rome'), ('BR', 'America/Sao_Paulo'), ('PT', 'Europe/Lisbon'), ('US', 'America/New_York'), ('GB', 'Europe/London'), ('IE', 'Europe/Dublin'), ('CH', 'Europe/Zurich')) AS z(code, zone) ON z.code = co."code"
WHERE ci."id" = "districts"."city_id";
