ALTER TABLE "patient_taken_drugs" ADD COLUMN "recorded_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "patient_taken_drugs" ADD COLUMN "recorded_by_name" text;--> statement-breakpoint
ALTER TABLE "patient_taken_drugs" ADD COLUMN "recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "patient_taken_drugs" ADD CONSTRAINT "patient_taken_drugs_recorded_by_staff_id_staff_members_id_fk" FOREIGN KEY ("recorded_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_taken_drugs_recorded_by_staff_id_idx" ON "patient_taken_drugs" USING btree ("recorded_by_staff_id");--> statement-breakpoint
UPDATE "patient_taken_drugs" t
   SET "recorded_by_staff_id" = s.id,
       "recorded_by_name" = substring(e.description from ': zapisany przez (.*)$'),
       "recorded_at" = e.created_at
  FROM "event_log" e LEFT JOIN "staff_members" s ON s.id = e.staff_id
 WHERE e.event_type = 'TAKEN_DRUG_RECORDED' AND e.description LIKE 'Lek przyjmowany ' || t.id || ' (%';
