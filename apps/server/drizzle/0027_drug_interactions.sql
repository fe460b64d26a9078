CREATE TABLE "drug_edition_rows" (
	"edition_id" integer NOT NULL,
	"key" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "drug_edition_rows_edition_id_key_pk" PRIMARY KEY("edition_id","key")
);
--> statement-breakpoint
CREATE TABLE "drug_editions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drug_editions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"file_name" text NOT NULL,
	"checksum" text NOT NULL,
	"base_edition_id" integer,
	"products" integer DEFAULT 0 NOT NULL,
	"packages" integer DEFAULT 0 NOT NULL,
	"substances" integer DEFAULT 0 NOT NULL,
	"pairs" integer DEFAULT 0 NOT NULL,
	"diff" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" integer,
	"published_at" timestamp with time zone,
	"published_by" integer
);
--> statement-breakpoint
CREATE TABLE "drug_interaction_pairs" (
	"substance_a" text NOT NULL,
	"substance_b" text NOT NULL,
	"severity" smallint NOT NULL,
	"description" text NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "drug_interaction_pairs_substance_a_substance_b_pk" PRIMARY KEY("substance_a","substance_b")
);
--> statement-breakpoint
CREATE TABLE "drug_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"description" text,
	"availability" text
);
--> statement-breakpoint
CREATE TABLE "drug_product_substances" (
	"product_id" text NOT NULL,
	"substance_id" text NOT NULL,
	"amount" text,
	"position" smallint NOT NULL,
	CONSTRAINT "drug_product_substances_product_id_substance_id_pk" PRIMARY KEY("product_id","substance_id")
);
--> statement-breakpoint
CREATE TABLE "drug_products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"international_name" text,
	"strength" text,
	"form" text,
	"atc_code" text,
	"holder" text,
	"digest" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drug_substances" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_taken_drugs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patient_taken_drugs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"package_id" text NOT NULL,
	"recorded_on" date NOT NULL,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "drug_edition_rows" ADD CONSTRAINT "drug_edition_rows_edition_id_drug_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."drug_editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drug_editions" ADD CONSTRAINT "drug_editions_uploaded_by_staff_members_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drug_editions" ADD CONSTRAINT "drug_editions_published_by_staff_members_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drug_packages" ADD CONSTRAINT "drug_packages_product_id_drug_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."drug_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drug_product_substances" ADD CONSTRAINT "drug_product_substances_product_id_drug_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."drug_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drug_product_substances" ADD CONSTRAINT "drug_product_substances_substance_id_drug_substances_id_fk" FOREIGN KEY ("substance_id") REFERENCES "public"."drug_substances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_taken_drugs" ADD CONSTRAINT "patient_taken_drugs_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drug_editions_kind_checksum_idx" ON "drug_editions" USING btree ("kind","checksum");--> statement-breakpoint
CREATE INDEX "drug_editions_kind_id_idx" ON "drug_editions" USING btree ("kind","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "drug_packages_product_id_idx" ON "drug_packages" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "drug_product_substances_substance_id_idx" ON "drug_product_substances" USING btree ("substance_id");--> statement-breakpoint
CREATE INDEX "drug_products_name_fts_idx" ON "drug_products" USING gin (to_tsvector('simple', "name"));--> statement-breakpoint
CREATE INDEX "drug_products_international_name_fts_idx" ON "drug_products" USING gin (to_tsvector('simple', coalesce("international_name", '')));--> statement-breakpoint
CREATE INDEX "drug_products_lower_name_idx" ON "drug_products" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "drug_substances_name_fts_idx" ON "drug_substances" USING gin (to_tsvector('simple', "name"));--> statement-breakpoint
CREATE UNIQUE INDEX "patient_taken_drugs_patient_id_package_id_idx" ON "patient_taken_drugs" USING btree ("patient_id","package_id");