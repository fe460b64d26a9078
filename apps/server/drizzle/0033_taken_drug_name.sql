ALTER TABLE "patient_taken_drugs" ADD COLUMN "drug_name" text;--> statement-breakpoint
UPDATE "patient_taken_drugs" t SET "drug_name" = concat_ws(', ', nullif(concat_ws(' ', p.name, p.strength), ''), p.form, k.description)
  FROM "drug_packages" k JOIN "drug_products" p ON p.id = k.product_id
 WHERE k.id = t.package_id;
