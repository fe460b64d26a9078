ALTER TABLE "mailboxes" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "name_uk" text;