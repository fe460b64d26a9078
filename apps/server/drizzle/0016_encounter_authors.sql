ALTER TABLE "encounter_diagnoses" ADD COLUMN "written_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "encounter_diagnoses" ADD COLUMN "written_by_name" text;--> statement-breakpoint
ALTER TABLE "encounter_diagnoses" ADD COLUMN "written_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "encounters" ADD COLUMN "recommendations_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "encounters" ADD COLUMN "recommendations_by_name" text;--> statement-breakpoint
ALTER TABLE "encounters" ADD COLUMN "recommendations_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "encounter_diagnoses" ADD CONSTRAINT "encounter_diagnoses_written_by_staff_id_staff_members_id_fk" FOREIGN KEY ("written_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounters" ADD CONSTRAINT "encounters_recommendations_by_staff_id_staff_members_id_fk" FOREIGN KEY ("recommendations_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "encounter_diagnoses_written_by_staff_id_idx" ON "encounter_diagnoses" USING btree ("written_by_staff_id");--> statement-breakpoint
CREATE INDEX "encounters_recommendations_by_staff_id_idx" ON "encounters" USING btree ("recommendations_by_staff_id");