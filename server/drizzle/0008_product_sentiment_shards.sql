ALTER TABLE "product_sentiment" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sentiment" DROP CONSTRAINT "product_sentiment_organisation_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "product_sentiment" ADD CONSTRAINT "product_sentiment_organisation_id_product_id_shard_pk" PRIMARY KEY("organisation_id","product_id","shard");
