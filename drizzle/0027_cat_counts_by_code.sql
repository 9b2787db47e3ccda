-- cat_counts is now kept by code (services/cat-counts.ts) in the transaction of each write to cats,
-- like every other stored counter: the triggers of 0003 go.
DROP TRIGGER IF EXISTS `cat_counts_insert`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `cat_counts_delete`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `cat_counts_update`;--> statement-breakpoint
-- Recount, so an upgraded database starts exact.
DELETE FROM `cat_counts`;--> statement-breakpoint
INSERT INTO `cat_counts`
	SELECT `status`, `health`, `gender`, `estimated_age`, count(*) FROM `cats`
	GROUP BY `status`, `health`, `gender`, `estimated_age`;
