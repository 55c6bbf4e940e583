CREATE TABLE "banner_drawings" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"lang" text NOT NULL
);
