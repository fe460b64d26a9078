ALTER TABLE "staff_members" ADD COLUMN "partner_id" integer;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "partner_personnel_id" integer;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_partner_personnel_id_partner_personnel_id_fk" FOREIGN KEY ("partner_personnel_id") REFERENCES "public"."partner_personnel"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_members_partner_id_idx" ON "staff_members" USING btree ("partner_id");