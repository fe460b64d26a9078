DROP INDEX "drug_products_international_name_fts_idx";--> statement-breakpoint
DROP INDEX "drug_substances_name_fts_idx";--> statement-breakpoint
ALTER TABLE "drug_products" ADD COLUMN "search_rank" integer;--> statement-breakpoint
ALTER TABLE "drug_products" ADD COLUMN "international_rank" integer;--> statement-breakpoint
ALTER TABLE "drug_products" ADD COLUMN "international_terms" "tsvector";--> statement-breakpoint
CREATE INDEX "drug_products_international_terms_idx" ON "drug_products" USING gin ("international_terms");--> statement-breakpoint
UPDATE "drug_products" p SET "search_rank" = r.by_name, "international_rank" = r.by_international, "international_terms" = r.terms
  FROM (SELECT p.id,
               row_number() OVER (ORDER BY p.name, replace(substring(p.strength from '^[0-9]+(?:[.,][0-9]+)?'), ',', '.')::numeric, p.strength, p.form, p.id)::int AS by_name,
               row_number() OVER (ORDER BY p.international_name, p.name, replace(substring(p.strength from '^[0-9]+(?:[.,][0-9]+)?'), ',', '.')::numeric, p.strength, p.form, p.id)::int AS by_international,
               to_tsvector('simple', concat_ws(' ', p.international_name,
                 (SELECT string_agg(s.name, ' ' ORDER BY ps.position) FROM "drug_product_substances" ps JOIN "drug_substances" s ON s.id = ps.substance_id WHERE ps.product_id = p.id))) AS terms
          FROM "drug_products" p
         WHERE EXISTS (SELECT 1 FROM "drug_packages" k WHERE k.product_id = p.id)) r
 WHERE r.id = p.id;
