CREATE TABLE "booking_attachments" (
	"booking_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_attachments_booking_id_file_id_pk" PRIMARY KEY("booking_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "booking_locks" (
	"patient_id" integer PRIMARY KEY NOT NULL,
	"scope" text DEFAULT 'ONLINE' NOT NULL,
	"reason" text,
	"locked_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_service_rules" (
	"service_id" integer PRIMARY KEY NOT NULL,
	"referral_status" text DEFAULT 'N' NOT NULL,
	"booking_conf_req" boolean DEFAULT false NOT NULL,
	"add_measurements" boolean DEFAULT false NOT NULL,
	"phone_required" boolean DEFAULT false NOT NULL,
	"parallel_allowed" boolean DEFAULT false NOT NULL,
	"declaration_required" text,
	"any_practitioner" boolean DEFAULT true NOT NULL,
	"employee_status_visible" boolean DEFAULT true NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"system" text DEFAULT 'PORTAL' NOT NULL,
	"patient_id" integer NOT NULL,
	"account_id" integer,
	"booked_by_staff_id" integer,
	"time_slot_id" integer,
	"schedule_id" integer,
	"service_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"practitioner_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"order_status" text,
	"funding" text NOT NULL,
	"price_item_id" integer,
	"price" numeric(10, 2),
	"referral" jsonb,
	"prescription" jsonb,
	"measurement" jsonb,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_reason" text,
	"no_show" boolean DEFAULT false NOT NULL,
	"executed_at" timestamp with time zone,
	"replaces_booking_id" integer,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drugs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drugs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"register_id" text NOT NULL,
	"name" text NOT NULL,
	"full_name" text,
	"international_name" text,
	"drug_package" text,
	"form" text,
	"dose" text
);
--> statement-breakpoint
CREATE TABLE "price_list_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_list_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_institutions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_institutions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"system" text DEFAULT 'RPWDL' NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"city" text
);
--> statement-breakpoint
CREATE TABLE "referral_practitioners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_practitioners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"system" text DEFAULT 'NPWZ' NOT NULL,
	"practice_number" text NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"degree" text
);
--> statement-breakpoint
CREATE TABLE "schedule_exceptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedule_exceptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"schedule_id" integer,
	"practitioner_id" integer,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"kind" text NOT NULL,
	"start_time" text,
	"end_time" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"practitioner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"weekly" jsonb NOT NULL,
	"slot_minutes" integer NOT NULL,
	"breaks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"funding" text NOT NULL,
	"availability" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"generated_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "time_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"schedule_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"practitioner_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"funding" text NOT NULL,
	"availability" text NOT NULL,
	"held_by_patient_id" integer,
	"held_until" timestamp with time zone,
	"booking_id" integer
);
--> statement-breakpoint
ALTER TABLE "booking_attachments" ADD CONSTRAINT "booking_attachments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_attachments" ADD CONSTRAINT "booking_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_locks" ADD CONSTRAINT "booking_locks_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_locks" ADD CONSTRAINT "booking_locks_locked_by_staff_id_staff_members_id_fk" FOREIGN KEY ("locked_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_service_rules" ADD CONSTRAINT "booking_service_rules_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booked_by_staff_id_staff_members_id_fk" FOREIGN KEY ("booked_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_time_slot_id_time_slots_id_fk" FOREIGN KEY ("time_slot_id") REFERENCES "public"."time_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_exceptions" ADD CONSTRAINT "schedule_exceptions_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_exceptions" ADD CONSTRAINT "schedule_exceptions_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_held_by_patient_id_patients_id_fk" FOREIGN KEY ("held_by_patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_attachments_file_id_idx" ON "booking_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "bookings_patient_id_starts_at_idx" ON "bookings" USING btree ("patient_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_account_id_idx" ON "bookings" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "bookings_practitioner_id_starts_at_idx" ON "bookings" USING btree ("practitioner_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_service_id_patient_id_idx" ON "bookings" USING btree ("service_id","patient_id");--> statement-breakpoint
CREATE INDEX "bookings_unit_id_idx" ON "bookings" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "bookings_schedule_id_idx" ON "bookings" USING btree ("schedule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_active_time_slot_id_idx" ON "bookings" USING btree ("time_slot_id") WHERE "bookings"."status" in ('SCHEDULED', 'REGISTERED');--> statement-breakpoint
CREATE INDEX "bookings_reminder_starts_at_idx" ON "bookings" USING btree ("starts_at") WHERE "bookings"."status" = 'SCHEDULED' and "bookings"."reminder_sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "drugs_register_id_idx" ON "drugs" USING btree ("register_id");--> statement-breakpoint
CREATE INDEX "drugs_lower_name_idx" ON "drugs" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "drugs_lower_international_name_idx" ON "drugs" USING btree (lower("international_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "price_list_items_service_id_valid_from_idx" ON "price_list_items" USING btree ("service_id","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_institutions_system_code_idx" ON "referral_institutions" USING btree ("system","code");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_practitioners_system_practice_number_idx" ON "referral_practitioners" USING btree ("system","practice_number");--> statement-breakpoint
CREATE INDEX "schedule_exceptions_schedule_id_idx" ON "schedule_exceptions" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "schedule_exceptions_practitioner_id_idx" ON "schedule_exceptions" USING btree ("practitioner_id","date_from");--> statement-breakpoint
CREATE INDEX "schedules_practitioner_id_idx" ON "schedules" USING btree ("practitioner_id");--> statement-breakpoint
CREATE INDEX "schedules_unit_id_idx" ON "schedules" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "schedules_service_id_idx" ON "schedules" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "time_slots_schedule_id_starts_at_idx" ON "time_slots" USING btree ("schedule_id","starts_at");--> statement-breakpoint
CREATE INDEX "time_slots_free_service_id_starts_at_idx" ON "time_slots" USING btree ("service_id","starts_at") WHERE "time_slots"."booking_id" is null;--> statement-breakpoint
CREATE INDEX "time_slots_practitioner_id_starts_at_idx" ON "time_slots" USING btree ("practitioner_id","starts_at");--> statement-breakpoint
CREATE INDEX "time_slots_unit_id_starts_at_idx" ON "time_slots" USING btree ("unit_id","starts_at");--> statement-breakpoint
CREATE INDEX "time_slots_held_by_patient_id_idx" ON "time_slots" USING btree ("held_by_patient_id") WHERE "time_slots"."held_by_patient_id" is not null;