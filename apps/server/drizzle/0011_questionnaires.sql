CREATE TABLE "program_invitations" (
	"program_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"account_id" integer,
	"invited_by_staff_id" integer,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_invitations_program_id_patient_id_pk" PRIMARY KEY("program_id","patient_id")
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "programs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"questionnaire_id" integer NOT NULL,
	"min_age" integer,
	"max_age" integer,
	"gender" text DEFAULT 'ANY' NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_fulfillments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_fulfillments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"questionnaire_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"account_id" integer,
	"subject_kind" text NOT NULL,
	"subject_system" text NOT NULL,
	"subject_id" text NOT NULL,
	"answers" jsonb NOT NULL,
	"fulfilled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_services" (
	"service_id" integer PRIMARY KEY NOT NULL,
	"questionnaire_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_specialities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_specialities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"questionnaire_id" integer NOT NULL,
	"unit_id" integer,
	"speciality" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"questionnaire_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"deadline_days" integer,
	"sections" jsonb NOT NULL,
	"question_count" integer NOT NULL,
	"created_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaires_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"current_version_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "self_assessments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "self_assessments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"interview_id" text NOT NULL,
	"triage_level" text NOT NULL,
	"full_data" jsonb NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "program_invitations" ADD CONSTRAINT "program_invitations_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_invitations" ADD CONSTRAINT "program_invitations_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_invitations" ADD CONSTRAINT "program_invitations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_invitations" ADD CONSTRAINT "program_invitations_invited_by_staff_id_staff_members_id_fk" FOREIGN KEY ("invited_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_fulfillments" ADD CONSTRAINT "questionnaire_fulfillments_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_fulfillments" ADD CONSTRAINT "questionnaire_fulfillments_version_id_questionnaire_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."questionnaire_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_fulfillments" ADD CONSTRAINT "questionnaire_fulfillments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_fulfillments" ADD CONSTRAINT "questionnaire_fulfillments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_services" ADD CONSTRAINT "questionnaire_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_services" ADD CONSTRAINT "questionnaire_services_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_specialities" ADD CONSTRAINT "questionnaire_specialities_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_specialities" ADD CONSTRAINT "questionnaire_specialities_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_versions" ADD CONSTRAINT "questionnaire_versions_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_versions" ADD CONSTRAINT "questionnaire_versions_created_by_staff_id_staff_members_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_assessments" ADD CONSTRAINT "self_assessments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "program_invitations_patient_id_idx" ON "program_invitations" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "programs_name_id_idx" ON "programs" USING btree ("name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_fulfillments_subject_patient_idx" ON "questionnaire_fulfillments" USING btree ("subject_kind","subject_system","subject_id","patient_id");--> statement-breakpoint
CREATE INDEX "questionnaire_fulfillments_questionnaire_id_fulfilled_at_idx" ON "questionnaire_fulfillments" USING btree ("questionnaire_id","fulfilled_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "questionnaire_fulfillments_patient_id_fulfilled_at_idx" ON "questionnaire_fulfillments" USING btree ("patient_id","fulfilled_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "questionnaire_services_questionnaire_id_idx" ON "questionnaire_services" USING btree ("questionnaire_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_specialities_unit_speciality_idx" ON "questionnaire_specialities" USING btree (coalesce("unit_id", 0),"speciality");--> statement-breakpoint
CREATE INDEX "questionnaire_specialities_questionnaire_id_idx" ON "questionnaire_specialities" USING btree ("questionnaire_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_versions_questionnaire_id_version_idx" ON "questionnaire_versions" USING btree ("questionnaire_id","version");--> statement-breakpoint
CREATE INDEX "questionnaires_updated_at_id_idx" ON "questionnaires" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "self_assessments_interview_id_idx" ON "self_assessments" USING btree ("interview_id");--> statement-breakpoint
CREATE INDEX "self_assessments_account_id_created_at_idx" ON "self_assessments" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);