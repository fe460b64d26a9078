CREATE TABLE "declaration_patient_data" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "declaration_patient_data_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"account_id" integer,
	"insurer_code" text NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"apartment_number" text,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "declaration_patient_data" ADD CONSTRAINT "declaration_patient_data_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declaration_patient_data" ADD CONSTRAINT "declaration_patient_data_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "declaration_patient_data_patient_id_updated_at_id_idx" ON "declaration_patient_data" USING btree ("patient_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "declaration_patient_data_account_id_idx" ON "declaration_patient_data" USING btree ("account_id");