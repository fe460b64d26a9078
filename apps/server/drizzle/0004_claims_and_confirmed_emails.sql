ALTER TABLE "patients" ADD COLUMN "details_source" text DEFAULT 'CLINIC' NOT NULL;--> statement-breakpoint
ALTER TABLE "e_service_requests" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "e_service_requests" ADD CONSTRAINT "e_service_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Where two live accounts had confirmed one address, the older keeps it (the first to confirm owns it).
UPDATE "accounts" AS a SET "email_confirmed" = false
  WHERE a."email_confirmed" AND a."status" <> 'DELETED' AND EXISTS (
    SELECT 1 FROM "accounts" AS b
    WHERE b."email_confirmed" AND b."status" <> 'DELETED' AND lower(b."email") = lower(a."email") AND b."id" < a."id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_confirmed_email_idx" ON "accounts" USING btree (lower("email")) WHERE "accounts"."email_confirmed" and "accounts"."status" <> 'DELETED';--> statement-breakpoint
CREATE INDEX "e_service_requests_account_id_idx" ON "e_service_requests" USING btree ("account_id");