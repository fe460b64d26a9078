CREATE TABLE "practitioner_units" (
	"practitioner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	CONSTRAINT "practitioner_units_practitioner_id_unit_id_pk" PRIMARY KEY("practitioner_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "practitioners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practitioners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"system" text DEFAULT 'PORTAL' NOT NULL,
	"external_id" text,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"degree" text,
	"occupation" text NOT NULL,
	"specialities" text[] DEFAULT '{}'::text[] NOT NULL,
	"practice_number" text,
	"primary_care_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_units" (
	"service_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	CONSTRAINT "service_units_service_id_unit_id_pk" PRIMARY KEY("service_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"system" text DEFAULT 'PORTAL' NOT NULL,
	"external_id" text,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"speciality" text,
	"commercial" boolean DEFAULT false NOT NULL,
	"price" numeric(10, 2),
	"duration_minutes" integer DEFAULT 15 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"system" text DEFAULT 'PORTAL' NOT NULL,
	"external_id" text,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"city" text NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"apartment_number" text,
	"postal_code" text NOT NULL,
	"phone" text,
	"email" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_member_units" (
	"staff_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	CONSTRAINT "staff_member_units_staff_id_unit_id_pk" PRIMARY KEY("staff_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"login" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"roles" text[] NOT NULL,
	"practitioner_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"totp_secret" text,
	"totp_enrolled_at" timestamp with time zone,
	"totp_last_step" bigint,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_reads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_reads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"what" text NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_recovery_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
ALTER TABLE "event_log" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "identity_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "identity_reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "identity_rejection_reason" text;--> statement-breakpoint
ALTER TABLE "practitioner_units" ADD CONSTRAINT "practitioner_units_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practitioner_units" ADD CONSTRAINT "practitioner_units_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_units" ADD CONSTRAINT "service_units_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_units" ADD CONSTRAINT "service_units_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_member_units" ADD CONSTRAINT "staff_member_units_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_member_units" ADD CONSTRAINT "staff_member_units_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_reads" ADD CONSTRAINT "staff_reads_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_reads" ADD CONSTRAINT "staff_reads_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practitioner_units_unit_id_idx" ON "practitioner_units" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "practitioners_system_external_id_idx" ON "practitioners" USING btree ("system","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "practitioners_practice_number_idx" ON "practitioners" USING btree ("practice_number");--> statement-breakpoint
CREATE INDEX "practitioners_last_name_name_id_idx" ON "practitioners" USING btree ("last_name","name","id");--> statement-breakpoint
CREATE INDEX "service_units_unit_id_idx" ON "service_units" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_code_idx" ON "services" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "services_system_external_id_idx" ON "services" USING btree ("system","external_id");--> statement-breakpoint
CREATE INDEX "services_name_id_idx" ON "services" USING btree ("name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "units_code_idx" ON "units" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "units_system_external_id_idx" ON "units" USING btree ("system","external_id");--> statement-breakpoint
CREATE INDEX "units_name_idx" ON "units" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "staff_member_units_unit_id_idx" ON "staff_member_units" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_login_idx" ON "staff_members" USING btree (lower("login"));--> statement-breakpoint
CREATE INDEX "staff_members_last_name_name_id_idx" ON "staff_members" USING btree ("last_name","name","id");--> statement-breakpoint
CREATE INDEX "staff_reads_patient_id_created_at_id_idx" ON "staff_reads" USING btree ("patient_id","created_at","id");--> statement-breakpoint
CREATE INDEX "staff_reads_staff_id_created_at_idx" ON "staff_reads" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_recovery_codes_staff_id_idx" ON "staff_recovery_codes" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_id_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_expires_at_idx" ON "staff_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "event_log_staff_id_created_at_idx" ON "event_log" USING btree ("staff_id","created_at") WHERE "event_log"."staff_id" is not null;--> statement-breakpoint
CREATE INDEX "patients_last_name_name_prefix_idx" ON "patients" USING btree (lower("last_name") text_pattern_ops,lower("name") text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "patients_birth_date_idx" ON "patients" USING btree ("birth_date","id");--> statement-breakpoint
CREATE INDEX "patients_identity_queue_idx" ON "patients" USING btree ("created_at","id") WHERE "patients"."identity_status" = 'REQUESTED' and "patients"."identity_reviewed_at" is null;--> statement-breakpoint
CREATE FUNCTION "staff_reads_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The read audit is append-only: a row is never deleted, and an update may only move it to the record
  -- a merge keeps (the patient id), nothing else.
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'staff_reads is append-only';
  END IF;
  IF NEW.id IS DISTINCT FROM OLD.id OR NEW.staff_id IS DISTINCT FROM OLD.staff_id OR NEW.what IS DISTINCT FROM OLD.what
     OR NEW.request_id IS DISTINCT FROM OLD.request_id OR NEW.created_at IS DISTINCT FROM OLD.created_at THEN
    RAISE EXCEPTION 'staff_reads is append-only';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "staff_reads_append_only" BEFORE UPDATE OR DELETE ON "staff_reads" FOR EACH ROW EXECUTE FUNCTION "staff_reads_append_only"();
