CREATE TABLE "ampa_registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ampa_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"pin_hash" text,
	"pin_expires_at" timestamp with time zone,
	"pin_attempts" integer DEFAULT 0 NOT NULL,
	"device_name" text,
	"device_token_hash" text,
	"paired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authorisation_forms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "authorisation_forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"account_id" integer NOT NULL,
	"patient_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "authorisation_forms_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "patient_links" ADD COLUMN "adult_notice_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "sso" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ampa_registrations" ADD CONSTRAINT "ampa_registrations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ampa_registrations" ADD CONSTRAINT "ampa_registrations_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorisation_forms" ADD CONSTRAINT "authorisation_forms_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorisation_forms" ADD CONSTRAINT "authorisation_forms_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ampa_registrations_account_id_patient_id_idx" ON "ampa_registrations" USING btree ("account_id","patient_id");--> statement-breakpoint
CREATE INDEX "ampa_registrations_patient_id_idx" ON "ampa_registrations" USING btree ("patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ampa_registrations_device_token_hash_idx" ON "ampa_registrations" USING btree ("device_token_hash");--> statement-breakpoint
CREATE INDEX "authorisation_forms_account_id_idx" ON "authorisation_forms" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "authorisation_forms_patient_id_idx" ON "authorisation_forms" USING btree ("patient_id");