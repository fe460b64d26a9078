CREATE TABLE "clinical_document_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinical_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clinical_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"context_id" text NOT NULL,
	"type_code" text NOT NULL,
	"title" text NOT NULL,
	"encounter_id" integer,
	"document_date" timestamp with time zone NOT NULL,
	"author_name" text NOT NULL,
	"author_staff_id" integer,
	"signed_at" timestamp with time zone,
	"body" text,
	"content_file_id" integer,
	"archive_file_id" integer,
	"archive_kind" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"author_staff_id" integer,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "encounter_diagnoses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "encounter_diagnoses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"encounter_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "encounters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "encounters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"speciality" text NOT NULL,
	"practitioner_id" integer,
	"service_id" integer,
	"care_id" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"recommendations" text,
	"booking_ref" text,
	"published_at" timestamp with time zone,
	"created_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waiting_list_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waiting_list_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"category" text NOT NULL,
	"registered_at" date NOT NULL,
	"planned_date" date,
	"position" integer,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"created_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_request_attachments" (
	"request_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_request_attachments_request_id_file_id_pk" PRIMARY KEY("request_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "document_request_documents" (
	"request_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	CONSTRAINT "document_request_documents_request_id_document_id_pk" PRIMARY KEY("request_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "document_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"account_id" integer,
	"encounter_id" integer,
	"description" text NOT NULL,
	"delivery_method" text NOT NULL,
	"street" text,
	"house_number" text,
	"apartment_number" text,
	"postal_code" text,
	"city" text,
	"status" text DEFAULT 'REGISTERED' NOT NULL,
	"clinic_comment" text,
	"registered_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"handled_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imaging_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imaging_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_id" integer,
	"size" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"study_instance_uid" text,
	"series_instance_uid" text,
	"sop_instance_uid" text,
	"uploaded_by_account_id" integer,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "result_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "result_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"value" text,
	"numeric_value" double precision,
	"unit" text,
	"reference_low" double precision,
	"reference_high" double precision,
	"reference_text" text,
	"flag" text,
	"method" text,
	"result_at" timestamp with time zone,
	"content_file_id" integer,
	"archive_file_id" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "result_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "result_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"encounter_id" integer,
	"order_number" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"unit_id" integer,
	"ordered_by_name" text,
	"ordered_by_staff_id" integer,
	"ordered_at" timestamp with time zone NOT NULL,
	"result_date" timestamp with time zone,
	"status" text DEFAULT 'ORDERED' NOT NULL,
	"description" text,
	"content_file_id" integer,
	"archive_file_id" integer,
	"study_instance_uid" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clinical_documents" ADD CONSTRAINT "clinical_documents_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_documents" ADD CONSTRAINT "clinical_documents_type_code_clinical_document_types_code_fk" FOREIGN KEY ("type_code") REFERENCES "public"."clinical_document_types"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_documents" ADD CONSTRAINT "clinical_documents_encounter_id_encounters_id_fk" FOREIGN KEY ("encounter_id") REFERENCES "public"."encounters"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_documents" ADD CONSTRAINT "clinical_documents_author_staff_id_staff_members_id_fk" FOREIGN KEY ("author_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_documents" ADD CONSTRAINT "clinical_documents_content_file_id_files_id_fk" FOREIGN KEY ("content_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_documents" ADD CONSTRAINT "clinical_documents_archive_file_id_files_id_fk" FOREIGN KEY ("archive_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_notes" ADD CONSTRAINT "document_notes_document_id_clinical_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."clinical_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_notes" ADD CONSTRAINT "document_notes_author_staff_id_staff_members_id_fk" FOREIGN KEY ("author_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounter_diagnoses" ADD CONSTRAINT "encounter_diagnoses_encounter_id_encounters_id_fk" FOREIGN KEY ("encounter_id") REFERENCES "public"."encounters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounters" ADD CONSTRAINT "encounters_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounters" ADD CONSTRAINT "encounters_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounters" ADD CONSTRAINT "encounters_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounters" ADD CONSTRAINT "encounters_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounters" ADD CONSTRAINT "encounters_created_by_staff_id_staff_members_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_created_by_staff_id_staff_members_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_request_attachments" ADD CONSTRAINT "document_request_attachments_request_id_document_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."document_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_request_attachments" ADD CONSTRAINT "document_request_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_request_documents" ADD CONSTRAINT "document_request_documents_request_id_document_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."document_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_request_documents" ADD CONSTRAINT "document_request_documents_document_id_clinical_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."clinical_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_encounter_id_encounters_id_fk" FOREIGN KEY ("encounter_id") REFERENCES "public"."encounters"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_handled_by_staff_id_staff_members_id_fk" FOREIGN KEY ("handled_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imaging_files" ADD CONSTRAINT "imaging_files_order_id_result_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."result_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imaging_files" ADD CONSTRAINT "imaging_files_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imaging_files" ADD CONSTRAINT "imaging_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imaging_files" ADD CONSTRAINT "imaging_files_uploaded_by_account_id_accounts_id_fk" FOREIGN KEY ("uploaded_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_items" ADD CONSTRAINT "result_items_order_id_result_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."result_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_items" ADD CONSTRAINT "result_items_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_items" ADD CONSTRAINT "result_items_content_file_id_files_id_fk" FOREIGN KEY ("content_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_items" ADD CONSTRAINT "result_items_archive_file_id_files_id_fk" FOREIGN KEY ("archive_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_orders" ADD CONSTRAINT "result_orders_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_orders" ADD CONSTRAINT "result_orders_encounter_id_encounters_id_fk" FOREIGN KEY ("encounter_id") REFERENCES "public"."encounters"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_orders" ADD CONSTRAINT "result_orders_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_orders" ADD CONSTRAINT "result_orders_ordered_by_staff_id_staff_members_id_fk" FOREIGN KEY ("ordered_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_orders" ADD CONSTRAINT "result_orders_content_file_id_files_id_fk" FOREIGN KEY ("content_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_orders" ADD CONSTRAINT "result_orders_archive_file_id_files_id_fk" FOREIGN KEY ("archive_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clinical_documents_context_id_idx" ON "clinical_documents" USING btree ("context_id");--> statement-breakpoint
CREATE INDEX "clinical_documents_patient_id_document_date_id_idx" ON "clinical_documents" USING btree ("patient_id","document_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "clinical_documents_published_patient_id_document_date_id_idx" ON "clinical_documents" USING btree ("patient_id","document_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "clinical_documents"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "clinical_documents_published_patient_type_date_idx" ON "clinical_documents" USING btree ("patient_id","type_code","document_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "clinical_documents"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "clinical_documents_encounter_id_idx" ON "clinical_documents" USING btree ("encounter_id");--> statement-breakpoint
CREATE INDEX "clinical_documents_type_code_idx" ON "clinical_documents" USING btree ("type_code");--> statement-breakpoint
CREATE INDEX "clinical_documents_author_staff_id_idx" ON "clinical_documents" USING btree ("author_staff_id");--> statement-breakpoint
CREATE INDEX "clinical_documents_content_file_id_idx" ON "clinical_documents" USING btree ("content_file_id");--> statement-breakpoint
CREATE INDEX "clinical_documents_archive_file_id_idx" ON "clinical_documents" USING btree ("archive_file_id");--> statement-breakpoint
CREATE INDEX "document_notes_document_id_created_at_idx" ON "document_notes" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE INDEX "document_notes_author_staff_id_idx" ON "document_notes" USING btree ("author_staff_id");--> statement-breakpoint
CREATE INDEX "encounter_diagnoses_encounter_id_position_idx" ON "encounter_diagnoses" USING btree ("encounter_id","position");--> statement-breakpoint
CREATE INDEX "encounters_patient_id_start_time_id_idx" ON "encounters" USING btree ("patient_id","start_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "encounters_published_patient_id_start_time_id_idx" ON "encounters" USING btree ("patient_id","start_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "encounters"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "encounters_patient_id_care_id_idx" ON "encounters" USING btree ("patient_id","care_id");--> statement-breakpoint
CREATE INDEX "encounters_unit_id_idx" ON "encounters" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "encounters_practitioner_id_idx" ON "encounters" USING btree ("practitioner_id");--> statement-breakpoint
CREATE INDEX "encounters_service_id_idx" ON "encounters" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "encounters_created_by_staff_id_idx" ON "encounters" USING btree ("created_by_staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "encounters_booking_ref_idx" ON "encounters" USING btree ("booking_ref");--> statement-breakpoint
CREATE INDEX "waiting_list_entries_patient_id_day_id_idx" ON "waiting_list_entries" USING btree ("patient_id",coalesce("planned_date", "registered_at"),"id");--> statement-breakpoint
CREATE INDEX "waiting_list_entries_service_id_idx" ON "waiting_list_entries" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "waiting_list_entries_unit_id_idx" ON "waiting_list_entries" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "waiting_list_entries_created_by_staff_id_idx" ON "waiting_list_entries" USING btree ("created_by_staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_request_attachments_file_id_idx" ON "document_request_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "document_request_documents_document_id_idx" ON "document_request_documents" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "document_requests_patient_id_registered_at_id_idx" ON "document_requests" USING btree ("patient_id","registered_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "document_requests_account_id_idx" ON "document_requests" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "document_requests_encounter_id_idx" ON "document_requests" USING btree ("encounter_id");--> statement-breakpoint
CREATE INDEX "document_requests_handled_by_staff_id_idx" ON "document_requests" USING btree ("handled_by_staff_id");--> statement-breakpoint
CREATE INDEX "document_requests_open_registered_at_id_idx" ON "document_requests" USING btree ("registered_at","id") WHERE "document_requests"."status" in ('REGISTERED', 'IN_PROGRESS');--> statement-breakpoint
CREATE INDEX "document_requests_status_registered_at_id_idx" ON "document_requests" USING btree ("status","registered_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "imaging_files_order_id_name_idx" ON "imaging_files" USING btree ("order_id",lower("file_name"));--> statement-breakpoint
CREATE INDEX "imaging_files_patient_id_idx" ON "imaging_files" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "imaging_files_file_id_idx" ON "imaging_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "imaging_files_uploaded_by_account_id_idx" ON "imaging_files" USING btree ("uploaded_by_account_id");--> statement-breakpoint
CREATE INDEX "imaging_files_waiting_idx" ON "imaging_files" USING btree ("updated_at") WHERE "imaging_files"."status" = 'WAITING';--> statement-breakpoint
CREATE INDEX "result_items_order_id_position_idx" ON "result_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "result_items_patient_id_code_result_at_idx" ON "result_items" USING btree ("patient_id","code","result_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "result_items_content_file_id_idx" ON "result_items" USING btree ("content_file_id");--> statement-breakpoint
CREATE INDEX "result_items_archive_file_id_idx" ON "result_items" USING btree ("archive_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "result_orders_order_number_idx" ON "result_orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "result_orders_patient_id_ordered_at_id_idx" ON "result_orders" USING btree ("patient_id","ordered_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "result_orders_published_patient_id_ordered_at_id_idx" ON "result_orders" USING btree ("patient_id","ordered_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "result_orders"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "result_orders_resulted_idx" ON "result_orders" USING btree ("updated_at") WHERE "result_orders"."status" = 'RESULTED';--> statement-breakpoint
CREATE INDEX "result_orders_encounter_id_idx" ON "result_orders" USING btree ("encounter_id");--> statement-breakpoint
CREATE INDEX "result_orders_unit_id_idx" ON "result_orders" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "result_orders_ordered_by_staff_id_idx" ON "result_orders" USING btree ("ordered_by_staff_id");--> statement-breakpoint
CREATE INDEX "result_orders_content_file_id_idx" ON "result_orders" USING btree ("content_file_id");--> statement-breakpoint
CREATE INDEX "result_orders_archive_file_id_idx" ON "result_orders" USING btree ("archive_file_id");--> statement-breakpoint
INSERT INTO "clinical_document_types" ("code", "name", "sort_order") VALUES
  ('KARTA_WIZYTY', 'Karta wizyty', 10),
  ('SKIEROWANIE', 'Skierowanie', 20),
  ('ZASWIADCZENIE', 'Zaświadczenie lekarskie', 30),
  ('WYNIK', 'Wynik badania', 40),
  ('OPIS_BADANIA', 'Opis badania obrazowego', 50),
  ('KARTA_INFORMACYJNA', 'Karta informacyjna leczenia', 60),
  ('ZALECENIA', 'Zalecenia', 70),
  ('INFORMACJA_DLA_LEKARZA', 'Informacja dla lekarza kierującego', 80),
  ('INNY', 'Inny dokument', 90)
ON CONFLICT ("code") DO NOTHING;
