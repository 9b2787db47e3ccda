CREATE TABLE `cat_counts` (
	`status` text NOT NULL,
	`health` text NOT NULL,
	`gender` text NOT NULL,
	`estimated_age` text NOT NULL,
	`cats` integer NOT NULL,
	PRIMARY KEY(`status`, `health`, `gender`, `estimated_age`)
);
--> statement-breakpoint
-- Added by hand: the counts are kept by triggers, in the transaction of each write to cats.
CREATE TRIGGER `cat_counts_insert` AFTER INSERT ON `cats` BEGIN
	INSERT INTO `cat_counts` VALUES (NEW.`status`, NEW.`health`, NEW.`gender`, NEW.`estimated_age`, 1)
		ON CONFLICT DO UPDATE SET `cats` = `cats` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `cat_counts_delete` AFTER DELETE ON `cats` BEGIN
	UPDATE `cat_counts` SET `cats` = `cats` - 1
		WHERE (`status`, `health`, `gender`, `estimated_age`) = (OLD.`status`, OLD.`health`, OLD.`gender`, OLD.`estimated_age`);
END;
--> statement-breakpoint
CREATE TRIGGER `cat_counts_update` AFTER UPDATE OF `status`, `health`, `gender`, `estimated_age` ON `cats` BEGIN
	UPDATE `cat_counts` SET `cats` = `cats` - 1
		WHERE (`status`, `health`, `gender`, `estimated_age`) = (OLD.`status`, OLD.`health`, OLD.`gender`, OLD.`estimated_age`);
	INSERT INTO `cat_counts` VALUES (NEW.`status`, NEW.`health`, NEW.`gender`, NEW.`estimated_age`, 1)
		ON CONFLICT DO UPDATE SET `cats` = `cats` + 1;
END;
--> statement-breakpoint
-- Backfill: existing deployments already have cats.
INSERT INTO `cat_counts`
	SELECT `status`, `health`, `gender`, `estimated_age`, count(*) FROM `cats`
	GROUP BY `status`, `health`, `gender`, `estimated_age`;
