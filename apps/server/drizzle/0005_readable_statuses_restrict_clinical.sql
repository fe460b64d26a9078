ALTER TABLE "patient_attachments" DROP CONSTRAINT "patient_attachments_patient_id_patients_id_fk";
--> statement-breakpoint
ALTER TABLE "patient_links" DROP CONSTRAINT "patient_links_patient_id_patients_id_fk";
--> statement-breakpoint
ALTER TABLE "allergies" DROP CONSTRAINT "allergies_patient_id_patients_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_patient_id_patients_id_fk";
--> statement-breakpoint
DROP INDEX "allergies_patient_id_id_idx";--> statement-breakpoint
DROP INDEX "dictionary_items_dictionary_code_idx";--> statement-breakpoint
-- A code stands once in its dictionary: earlier duplicates (allergies keep the code as text) go.
DELETE FROM "dictionary_items" AS a USING "dictionary_items" AS b
  WHERE a."dictionary" = b."dictionary" AND a."code" = b."code" AND a."id" > b."id";--> statement-breakpoint
-- Readable status words in the database; the spec's letters stay on the wire (contracts).
UPDATE "patient_links" SET "status" = CASE "status" WHEN 'P' THEN 'PENDING' WHEN 'C' THEN 'CONFIRMED' WHEN 'J' THEN 'BLOCKED' WHEN 'D' THEN 'DELETED' ELSE "status" END;--> statement-breakpoint
UPDATE "links" SET "kind" = CASE "kind" WHEN 'O' THEN 'OTHER' WHEN 'H' THEN 'HELP' ELSE "kind" END;--> statement-breakpoint
ALTER TABLE "patient_links" ALTER COLUMN "status" SET DEFAULT 'PENDING';--> statement-breakpoint
ALTER TABLE "patient_attachments" ADD CONSTRAINT "patient_attachments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_links" ADD CONSTRAINT "patient_links_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allergies" ADD CONSTRAINT "allergies_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "allergies_patient_id_entry_date_id_idx" ON "allergies" USING btree ("patient_id","entry_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_items_dictionary_code_idx" ON "dictionary_items" USING btree ("dictionary","code");