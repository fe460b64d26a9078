CREATE TABLE "files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"use" text NOT NULL,
	"patient_id" integer,
	"account_id" integer,
	"created_by_account_id" integer,
	"sha256" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"original_name" text NOT NULL,
	"pending_binding" text,
	"pending_until" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_owned_or_pending" CHECK ("files"."pending_until" is not null or "files"."patient_id" is not null or "files"."account_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_patient_id_use_created_at_id_idx" ON "files" USING btree ("patient_id","use","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "files_account_id_use_created_at_id_idx" ON "files" USING btree ("account_id","use","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "files_created_by_account_id_idx" ON "files" USING btree ("created_by_account_id");--> statement-breakpoint
CREATE INDEX "files_pending_binding_idx" ON "files" USING btree ("pending_binding");--> statement-breakpoint
CREATE INDEX "files_pending_until_id_idx" ON "files" USING btree ("pending_until","id");--> statement-breakpoint
CREATE INDEX "files_sha256_idx" ON "files" USING btree ("sha256");