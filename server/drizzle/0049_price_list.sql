CREATE TABLE "billing_prices" (
	"service" text PRIMARY KEY NOT NULL,
	"per" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
