//! Who a quote list is for and whether each of its lines fits their bike:
//! fits, does not fit, or the catalogue does not say (fitment from the
//! catalogue index; before its first sync nothing is said). Reads only.

use std::collections::HashMap;

use crate::{
    customers::Customers,
    index::Index,
    model::{
        customer::{Fit, LineFit, QuoteCustomer},
        AppError,
    },
    quotes::{Owner, Quotes},
};

/// A part's fit on a model-year from the years it fits (`None`: the index
/// does not have the part).
pub fn fit_of(years: Option<&Vec<i64>>, year_id: i64) -> Fit {
    match years {
        Some(ys) if ys.contains(&year_id) => Fit::Fits,
        Some(ys) if !ys.is_empty() => Fit::DoesNotFit,
        _ => Fit::NotSaid,
    }
}

/// What a list's customer and fits are read from: the lists, the
/// customers and the catalogue index.
#[derive(Clone)]
pub struct QuoteFit {
    pub quotes: Quotes,
    pub customers: Customers,
    pub index: Index,
}

impl QuoteFit {
    /// The customer of this person's list `id`, their bikes, and each
    /// line's fit on the chosen bike (their first when none is chosen).
    /// `None`: the person has no such list.
    pub async fn quote_customer(
        &self,
        owner: &Owner,
        id: &str,
    ) -> Result<Option<QuoteCustomer>, AppError> {
        let Some((_, lines)) = self.quotes.quantities(owner, id).await? else {
            return Ok(None);
        };
        let Some(super::ListCustomer {
            customer,
            bike: chosen,
        }) = self.customers.of_quote(id).await?
        else {
            return Ok(Some(QuoteCustomer::default()));
        };
        let bikes = self.customers.bikes(&customer.id).await?;
        let lang = self.customers.lang(&customer.id).await?;
        let vat_number = self.customers.vat_number(&customer.id).await?;
        let bike = chosen
            .and_then(|y| bikes.iter().find(|b| b.year_id == y))
            .or(bikes.first())
            .cloned();
        let index_ready = self.index.is_ready();
        let fits = match (&bike, index_ready) {
            (Some(b), true) => {
                let skus: Vec<String> = lines.into_iter().map(|(s, _)| s).collect();
                let years: HashMap<String, Vec<i64>> = self.index.fitment_years(&skus).await?;
                skus.into_iter()
                    .map(|sku| LineFit {
                        fit: fit_of(years.get(&sku), b.year_id),
                        sku,
                    })
                    .collect()
            }
            _ => Vec::new(),
        };
        Ok(Some(QuoteCustomer {
            customer: Some(customer),
            lang,
            vat_number,
            bike,
            bikes,
            fits,
            index_ready,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fit_is_said_only_from_fitment() {
        assert_eq!(fit_of(Some(&vec![3, 7]), 7), Fit::Fits);
        assert_eq!(fit_of(Some(&vec![3]), 7), Fit::DoesNotFit);
        assert_eq!(fit_of(Some(&vec![]), 7), Fit::NotSaid);
        assert_eq!(fit_of(None, 7), Fit::NotSaid);
    }
}
