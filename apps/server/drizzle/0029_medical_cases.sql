CREATE TABLE "medical_case_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "medical_case_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"consultation_id" integer,
	"file_id" integer,
	"file_name" text NOT NULL,
	"attachment_type" text DEFAULT 'F' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" text NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "medical_case_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "medical_case_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"consultation_id" integer,
	"text" text NOT NULL,
	"author" text NOT NULL,
	"account_id" integer,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medical_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "medical_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"service_name" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_account_id" integer,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "medical_case_attachments" ADD CONSTRAINT "medical_case_attachments_case_id_medical_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."medical_cases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_case_attachments" ADD CONSTRAINT "medical_case_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_case_notes" ADD CONSTRAINT "medical_case_notes_case_id_medical_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."medical_cases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_case_notes" ADD CONSTRAINT "medical_case_notes_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_cases" ADD CONSTRAINT "medical_cases_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medical_case_attachments_case_id_created_at_id_idx" ON "medical_case_attachments" USING btree ("case_id","created_at","id");--> statement-breakpoint
CREATE INDEX "medical_case_notes_case_id_created_at_id_idx" ON "medical_case_notes" USING btree ("case_id","created_at","id");--> statement-breakpoint
CREATE INDEX "medical_cases_patient_id_created_at_id_idx" ON "medical_cases" USING btree ("patient_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);