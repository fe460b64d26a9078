ALTER TABLE "allergies" ADD COLUMN "entered_by_patient" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "allergies" ADD COLUMN "active_substance" text;--> statement-breakpoint
ALTER TABLE "dictionary_items" ADD COLUMN "active_substance" text;