CREATE TABLE "accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"type" text DEFAULT 'UNAUTHORIZED' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"middle_name" text,
	"email" text,
	"email_confirmed" boolean DEFAULT false NOT NULL,
	"phone_number" text,
	"phone_confirmed" boolean DEFAULT false NOT NULL,
	"restore_email" text,
	"restore_phone" text,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"password_expires_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"blocked_until" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"merge_with_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_type" text NOT NULL,
	"account_id" integer,
	"username" text,
	"ip" text,
	"outcome" text NOT NULL,
	"source" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"middle_name" text,
	"birth_date" date,
	"gender" text DEFAULT 'UNKNOWN' NOT NULL,
	"national_id" text,
	"document_number" text,
	"country_code" text,
	"address_country_code" text,
	"city" text,
	"street" text,
	"house_number" text,
	"postal_code" text,
	"authorized" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name_pl" text NOT NULL,
	"name_en" text NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "allergies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "allergies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"type_code" text NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"occurrence_date" date,
	"entry_date" date DEFAULT CURRENT_DATE NOT NULL,
	"is_active" boolean NOT NULL,
	"cured" boolean NOT NULL,
	"is_not_allergic" boolean DEFAULT false NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"description" text,
	"severity_code" text,
	"categories" text[] NOT NULL,
	"mod_user" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dictionary_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dictionary" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"search_text" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_log" ADD CONSTRAINT "event_log_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allergies" ADD CONSTRAINT "allergies_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_username_idx" ON "accounts" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "accounts_email_idx" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "accounts_merge_with_account_id_idx" ON "accounts" USING btree ("merge_with_account_id");--> statement-breakpoint
CREATE INDEX "event_log_account_id_event_type_created_at_idx" ON "event_log" USING btree ("account_id","event_type","created_at");--> statement-breakpoint
CREATE INDEX "event_log_created_at_idx" ON "event_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_account_id_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "patients_account_id_idx" ON "patients" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "patients_national_id_idx" ON "patients" USING btree ("national_id");--> statement-breakpoint
CREATE INDEX "links_position_idx" ON "links" USING btree ("position");--> statement-breakpoint
CREATE INDEX "allergies_patient_id_id_idx" ON "allergies" USING btree ("patient_id","id");--> statement-breakpoint
CREATE INDEX "dictionary_items_dictionary_code_idx" ON "dictionary_items" USING btree ("dictionary","code");--> statement-breakpoint
CREATE INDEX "dictionary_items_dictionary_position_name_idx" ON "dictionary_items" USING btree ("dictionary","position","name");--> statement-breakpoint
CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");