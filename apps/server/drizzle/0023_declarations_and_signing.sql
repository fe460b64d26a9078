CREATE TABLE "declaration_list_limits" (
	"practitioner_id" integer NOT NULL,
	"type" text NOT NULL,
	"list_limit" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "declaration_list_limits_practitioner_id_type_pk" PRIMARY KEY("practitioner_id","type")
);
--> statement-breakpoint
CREATE TABLE "declarations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "declarations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"account_id" integer,
	"type" text NOT NULL,
	"state" text NOT NULL,
	"practitioner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"registration_date" timestamp with time zone NOT NULL,
	"date_of_submission" timestamp with time zone,
	"provider_choice_order_number" integer,
	"provider_choice_reason_code" integer,
	"provider_choice_other_reason" text,
	"practitioner_choice_order_number" integer,
	"practitioner_choice_reason_code" integer,
	"practitioner_choice_other_reason" text,
	"decision" text DEFAULT 'PENDING' NOT NULL,
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"decided_by_staff_id" integer,
	"decided_by_name" text,
	"canceled_at" timestamp with time zone,
	"cancel_reason" text,
	"canceled_by_staff_id" integer,
	"canceled_by_name" text,
	"state_export" text DEFAULT 'N' NOT NULL,
	"exported_at" timestamp with time zone,
	"system" text DEFAULT 'PORTAL' NOT NULL,
	"system_id" text,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_kind" text NOT NULL,
	"document_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"signed_xml" text NOT NULL,
	"content_hash" text NOT NULL,
	"signer_national_id" text NOT NULL,
	"signer_name" text NOT NULL,
	"signed_by" text NOT NULL,
	"certificate_issuer" text NOT NULL,
	"certificate_serial" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signing_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"document_kind" text NOT NULL,
	"document_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"account_id" integer,
	"content_hash" text NOT NULL,
	"success_url" text NOT NULL,
	"error_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "declaration_list_limits" ADD CONSTRAINT "declaration_list_limits_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_decided_by_staff_id_staff_members_id_fk" FOREIGN KEY ("decided_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_canceled_by_staff_id_staff_members_id_fk" FOREIGN KEY ("canceled_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_request_id_signing_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signing_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_requests" ADD CONSTRAINT "signing_requests_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_requests" ADD CONSTRAINT "signing_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "declarations_patient_id_registration_date_id_idx" ON "declarations" USING btree ("patient_id","registration_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "declarations_patient_id_type_active_idx" ON "declarations" USING btree ("patient_id","type") WHERE "declarations"."state" <> 'CANCELED';--> statement-breakpoint
CREATE INDEX "declarations_practitioner_id_type_active_idx" ON "declarations" USING btree ("practitioner_id","type") WHERE "declarations"."state" <> 'CANCELED';--> statement-breakpoint
CREATE INDEX "declarations_unit_id_idx" ON "declarations" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "declarations_account_id_idx" ON "declarations" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "declarations_decided_by_staff_id_idx" ON "declarations" USING btree ("decided_by_staff_id");--> statement-breakpoint
CREATE INDEX "declarations_canceled_by_staff_id_idx" ON "declarations" USING btree ("canceled_by_staff_id");--> statement-breakpoint
CREATE INDEX "declarations_decision_registration_date_id_idx" ON "declarations" USING btree ("decision","registration_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "declarations_registration_date_id_idx" ON "declarations" USING btree ("registration_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "declarations_export_idx" ON "declarations" USING btree ("state_export","id") WHERE "declarations"."decision" = 'ACCEPTED' and "declarations"."state" <> 'CANCELED';--> statement-breakpoint
CREATE UNIQUE INDEX "declarations_system_system_id_idx" ON "declarations" USING btree ("system","system_id");--> statement-breakpoint
CREATE INDEX "document_signatures_document_idx" ON "document_signatures" USING btree ("document_kind","document_id","signed_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "document_signatures_patient_id_idx" ON "document_signatures" USING btree ("patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_signatures_request_id_idx" ON "document_signatures" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signing_requests_token_hash_idx" ON "signing_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "signing_requests_document_idx" ON "signing_requests" USING btree ("document_kind","document_id");--> statement-breakpoint
CREATE INDEX "signing_requests_patient_id_idx" ON "signing_requests" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "signing_requests_account_id_idx" ON "signing_requests" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "signing_requests_expires_at_idx" ON "signing_requests" USING btree ("expires_at");