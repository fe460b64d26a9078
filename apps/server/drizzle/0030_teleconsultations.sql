CREATE TABLE "teleconsultation_consultants" (
	"staff_id" integer PRIMARY KEY NOT NULL,
	"available" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teleconsultation_patients" (
	"patient_id" integer PRIMARY KEY NOT NULL,
	"identifiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"registered_by_account_id" integer,
	"recording_allowed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teleconsultation_service_consultants" (
	"service_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	CONSTRAINT "teleconsultation_service_consultants_service_id_staff_id_pk" PRIMARY KEY("service_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "teleconsultation_services" (
	"service_id" integer PRIMARY KEY NOT NULL,
	"unplanned" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teleconsultations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teleconsultations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"account_id" integer,
	"medical_case_id" integer NOT NULL,
	"booking_id" integer,
	"service_code" text NOT NULL,
	"unplanned" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"communication_type" text,
	"consultant_staff_id" integer,
	"scheduled_from" timestamp with time zone NOT NULL,
	"scheduled_to" timestamp with time zone NOT NULL,
	"recording_allowed" boolean DEFAULT false NOT NULL,
	"patient_ready_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"has_chat" boolean DEFAULT false NOT NULL,
	"has_recording" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "teleconsultation_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "medical_case_id" integer;--> statement-breakpoint
ALTER TABLE "teleconsultation_consultants" ADD CONSTRAINT "teleconsultation_consultants_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teleconsultation_patients" ADD CONSTRAINT "teleconsultation_patients_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teleconsultation_service_consultants" ADD CONSTRAINT "teleconsultation_service_consultants_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teleconsultation_service_consultants" ADD CONSTRAINT "teleconsultation_service_consultants_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teleconsultation_services" ADD CONSTRAINT "teleconsultation_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teleconsultations" ADD CONSTRAINT "teleconsultations_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teleconsultations" ADD CONSTRAINT "teleconsultations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teleconsultations" ADD CONSTRAINT "teleconsultations_medical_case_id_medical_cases_id_fk" FOREIGN KEY ("medical_case_id") REFERENCES "public"."medical_cases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teleconsultations" ADD CONSTRAINT "teleconsultations_consultant_staff_id_staff_members_id_fk" FOREIGN KEY ("consultant_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teleconsultation_service_consultants_staff_id_idx" ON "teleconsultation_service_consultants" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "teleconsultations_patient_id_scheduled_from_idx" ON "teleconsultations" USING btree ("patient_id","scheduled_from");--> statement-breakpoint
CREATE INDEX "teleconsultations_medical_case_id_idx" ON "teleconsultations" USING btree ("medical_case_id");--> statement-breakpoint
CREATE INDEX "teleconsultations_consultant_staff_id_scheduled_from_idx" ON "teleconsultations" USING btree ("consultant_staff_id","scheduled_from");--> statement-breakpoint
CREATE INDEX "teleconsultations_waiting_service_code_idx" ON "teleconsultations" USING btree ("service_code") WHERE "teleconsultations"."status" = 'WAITING';--> statement-breakpoint
CREATE UNIQUE INDEX "teleconsultations_booking_id_idx" ON "teleconsultations" USING btree ("booking_id");