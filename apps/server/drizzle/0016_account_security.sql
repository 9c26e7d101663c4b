-- Filled by the issue #10 work on this area.
SELECT 1;
