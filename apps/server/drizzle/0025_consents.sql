CREATE TABLE "carer_authorisations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carer_authorisations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"account_id" integer,
	"carer_patient_id" integer,
	"national_id" text,
	"document_number" text,
	"country" text,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"document_type" text NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date,
	"url" text,
	"address" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"account_id" integer,
	"consent_type" text NOT NULL,
	"status" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"partner_id" integer,
	"personnel_id" integer,
	"only_selected_documents" boolean,
	"system_id" text,
	"authorized_person" jsonb,
	"signed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shared_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"doc_type" text NOT NULL,
	"document_id" integer NOT NULL,
	"system_name" text NOT NULL,
	"shared" boolean NOT NULL,
	"shared_at" timestamp with time zone,
	"paused_at" timestamp with time zone,
	"account_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_personnel" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_personnel_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"position" text,
	"email" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"nip" text,
	"address" text,
	"email" text,
	"phone" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carer_authorisations" ADD CONSTRAINT "carer_authorisations_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carer_authorisations" ADD CONSTRAINT "carer_authorisations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carer_authorisations" ADD CONSTRAINT "carer_authorisations_carer_patient_id_patients_id_fk" FOREIGN KEY ("carer_patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_personnel_id_partner_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."partner_personnel"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_documents" ADD CONSTRAINT "shared_documents_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_documents" ADD CONSTRAINT "shared_documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_personnel" ADD CONSTRAINT "partner_personnel_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carer_authorisations_patient_id_date_from_id_idx" ON "carer_authorisations" USING btree ("patient_id","date_from" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "carer_authorisations_carer_patient_id_idx" ON "carer_authorisations" USING btree ("carer_patient_id");--> statement-breakpoint
CREATE INDEX "carer_authorisations_account_id_idx" ON "carer_authorisations" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "consents_patient_id_cancelled_created_at_id_idx" ON "consents" USING btree ("patient_id",("status" = 'CANCELLED'),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "consents_partner_id_signed_idx" ON "consents" USING btree ("partner_id","personnel_id") WHERE "consents"."status" = 'SIGNED';--> statement-breakpoint
CREATE INDEX "consents_personnel_id_idx" ON "consents" USING btree ("personnel_id");--> statement-breakpoint
CREATE INDEX "consents_account_id_idx" ON "consents" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shared_documents_patient_id_doc_type_document_id_system_name_idx" ON "shared_documents" USING btree ("patient_id","doc_type","document_id","system_name");--> statement-breakpoint
CREATE INDEX "shared_documents_shared_patient_id_shared_at_idx" ON "shared_documents" USING btree ("patient_id","shared_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "shared_documents"."shared";--> statement-breakpoint
CREATE INDEX "shared_documents_account_id_idx" ON "shared_documents" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "partner_personnel_partner_id_last_name_name_id_idx" ON "partner_personnel" USING btree ("partner_id","last_name","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_name_idx" ON "partners" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "partners_active_name_id_idx" ON "partners" USING btree ("active","name","id");