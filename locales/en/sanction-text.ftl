# Payments whose amount is not one number.
ui-sanction-pay-by-role = Pays the dealer { $dealer } and each other player { $others }
ui-sanction-pay-shares = Pays { $total } in all, split as the ruling says
