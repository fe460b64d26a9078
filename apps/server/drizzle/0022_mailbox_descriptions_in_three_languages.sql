ALTER TABLE "mailboxes" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "description_uk" text;