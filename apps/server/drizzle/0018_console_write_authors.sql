ALTER TABLE "clinical_documents" ADD COLUMN "published_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "clinical_documents" ADD COLUMN "published_by_name" text;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD COLUMN "created_by_name" text;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD COLUMN "changed_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD COLUMN "changed_by_name" text;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_requests" ADD COLUMN "handled_by_name" text;--> statement-breakpoint
ALTER TABLE "result_orders" ADD COLUMN "resulted_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "result_orders" ADD COLUMN "resulted_by_name" text;--> statement-breakpoint
ALTER TABLE "result_orders" ADD COLUMN "resulted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clinical_documents" ADD CONSTRAINT "clinical_documents_published_by_staff_id_staff_members_id_fk" FOREIGN KEY ("published_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_changed_by_staff_id_staff_members_id_fk" FOREIGN KEY ("changed_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_orders" ADD CONSTRAINT "result_orders_resulted_by_staff_id_staff_members_id_fk" FOREIGN KEY ("resulted_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinical_documents_published_by_staff_id_idx" ON "clinical_documents" USING btree ("published_by_staff_id");--> statement-breakpoint
CREATE INDEX "waiting_list_entries_changed_by_staff_id_idx" ON "waiting_list_entries" USING btree ("changed_by_staff_id");--> statement-breakpoint
CREATE INDEX "result_orders_resulted_by_staff_id_idx" ON "result_orders" USING btree ("resulted_by_staff_id");