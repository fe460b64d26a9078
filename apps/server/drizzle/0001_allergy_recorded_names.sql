-- Names of the type and severity as recorded, filled from the dictionaries for rows stored before.
ALTER TABLE "allergies" ADD COLUMN "type_name" text;--> statement-breakpoint
ALTER TABLE "allergies" ADD COLUMN "severity_name" text;--> statement-breakpoint
UPDATE "allergies" a SET "type_name" = coalesce((SELECT d."name" FROM "dictionary_items" d WHERE d."dictionary" = 'RODZAJ_ALERGII' AND d."code" = a."type_code" ORDER BY d."id" LIMIT 1), a."type_code");--> statement-breakpoint
UPDATE "allergies" a SET "severity_name" = (SELECT d."name" FROM "dictionary_items" d WHERE d."dictionary" = 'ALERG_NASILENIE' AND d."code" = a."severity_code" ORDER BY d."id" LIMIT 1) WHERE a."severity_code" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "allergies" ALTER COLUMN "type_name" SET NOT NULL;
